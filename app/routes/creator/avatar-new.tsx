// replaced by the page as it is built (issue 27)
export { default, loader } from "../section-page.tsx";
