// The portfolio's public entry: what other features (the home page, the dashboard) may use.

export { portfolioApi } from "./api.ts";
export { ProjectCard } from "./components/project-card.tsx";
export { type Project, type ProjectSummary, toProjectSummary } from "./types.ts";
