import { failOnCspViolations } from "./csp-violations";

// Every journey fails on a Content-Security-Policy violation.
failOnCspViolations();
