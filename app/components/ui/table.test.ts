// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./table.tsx";

// The plain data table: what a screen reader and a phone user get from it.

type Row = { id: string; name: string; amount: string };
const columns: TableColumn<Row>[] = [
  { id: "name", header: "Name", rowHeader: true, cell: (r) => r.name },
  { id: "amount", header: "Amount", headerClassName: "text-right", className: "text-right", cell: (r) => r.amount },
];
const rows: Row[] = [
  { id: "a", name: "Ana", amount: "$10" },
  { id: "b", name: "Bruno", amount: "$20" },
];
function render(props: Partial<Parameters<typeof Table<Row>>[0]>) {
  const doc = document.createElement("div");
  doc.innerHTML = renderToStaticMarkup(createElement(Table<Row>, { columns, rows, rowKey: (r) => r.id, ...props }));
  return doc;
}

describe("the table", () => {
  it("is a real table: a caption, column headers with their scope and a header cell per row", () => {
    const doc = render({ caption: "Invoices", rowProps: () => ({ "data-testid": "row" }) });
    expect(doc.querySelector("caption")?.textContent).toBe("Invoices");
    expect([...doc.querySelectorAll("thead th")].map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Name", "col"],
      ["Amount", "col"],
    ]);
    expect([...doc.querySelectorAll("tbody th[scope=row]")].map((th) => th.textContent)).toEqual(["Ana", "Bruno"]);
    expect([...doc.querySelectorAll("tbody td")].map((td) => td.textContent)).toEqual(["$10", "$20"]);
    expect(doc.querySelectorAll("[data-testid=row]")).toHaveLength(2);
  });

  it("sits in a named box a keyboard can scroll sideways, on a phone", () => {
    const region = render({ region: { labelledBy: "invoices-title" } }).querySelector("[role=region]")!;
    expect(region.getAttribute("aria-labelledby")).toBe("invoices-title");
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.className).toContain("overflow-x-auto");
    expect(render({ region: false }).querySelector("[role=region]")).toBeNull();
  });

  it("says so when there is nothing to list, instead of an empty table", () => {
    const doc = render({ rows: [], empty: "No invoices yet." });
    expect(doc.querySelector("table")).toBeNull();
    expect(doc.textContent).toBe("No invoices yet.");
  });

  it("keeps column headers for screen readers only, or leaves them out, and adds a footer", () => {
    expect(render({ head: "sr-only" }).querySelector("thead")?.className).toBe("sr-only");
    expect(render({ head: "none" }).querySelector("thead")).toBeNull();
    const foot = render({
      foot: createElement("tr", null, createElement("th", { scope: "row" }, "Total"), createElement("td", null, "$30")),
    });
    expect(foot.querySelector("tfoot")?.textContent).toBe("Total$30");
  });
});
