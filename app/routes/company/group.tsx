// The company section's company-group page: built in its own increment; until then the section frame.
export { default, loader } from "../section-page.tsx";
