// The organism security page (docs/security.md "Organism security"): what routes compose.
export { type OrganismChoice, OrganismSecurityPage } from "./components/organism-security-page";
