// The company section's my-company page: built in its own increment; until then the section frame.
export { default, loader } from "../section-page.tsx";
