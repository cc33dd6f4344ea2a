import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { User } from "./auth.ts";
import type { CourseView } from "./learning.ts";
import type { Operations } from "./operations.ts";

// The typed client's table is assembled from the areas' declarations (contract/areas/index.ts):
// it must stay exactly as precise as the one flat table it replaced.
describe("the operations the app's client is typed from", () => {
  it("gives a known operation its very schemas and their types", () => {
    expectTypeOf<Operations>().not.toBeAny();
    expectTypeOf<z.output<Operations["GET /auth/me"]["response"]>>().toEqualTypeOf<User>();
    expectTypeOf<z.output<Operations["GET /training/courses/{slug}"]["response"]>>().toEqualTypeOf<CourseView>();
    expectTypeOf<Operations["POST /auth/sign-out"]["response"]>().toEqualTypeOf<null>();
    expectTypeOf<Operations["GET /compliance/audit"]>().toHaveProperty("query");
  });

  it("knows no other path", () => {
    expectTypeOf<"GET /no/such/path">().not.toExtend<keyof Operations>();
    // @ts-expect-error an unknown path is no operation
    expectTypeOf<Operations["GET /no/such/path"]>().toBeUnknown();
  });
});
