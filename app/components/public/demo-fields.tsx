import { BOOK_A_DEMO_PRODUCTS } from "../../../contract/constants.ts";
import { RadioCards } from "../ui/radio-cards.tsx";

/** Product of interest: a radio group with a legend. */
export function ProductRadios({
  legend,
  labels,
  defaultValue,
  error,
}: {
  legend: string;
  labels: Record<(typeof BOOK_A_DEMO_PRODUCTS)[number], { title: string; text: string }>;
  defaultValue: string | null;
  error?: string;
}) {
  const options = BOOK_A_DEMO_PRODUCTS.map((product) => ({ value: product, ...labels[product] }));
  return <RadioCards id="demo-product" name="product" legend={legend} options={options} defaultValue={defaultValue} error={error} />;
}
