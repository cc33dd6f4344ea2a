// The company section's company-member page: built in its own increment; until then the section frame.
export { default, loader } from "../section-page.tsx";
