import { failOnCspViolations } from "./csp-violations";
import { reportPagesOnFailure } from "./failure-report";

// Every journey fails on a Content-Security-Policy violation.
failOnCspViolations();
// A failed step says what the pages showed (CI takes no screenshots).
reportPagesOnFailure();
