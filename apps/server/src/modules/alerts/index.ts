// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// The evaluation job (docs/alerts.md#jobs): the seed and the benchmark call it too.
export {
  type AlertEvaluationDependencies,
  type AlertEvaluationReport,
  alertEvaluationIntervalMs,
  alertEvaluationKind,
  runAlertEvaluation,
} from "./alert-evaluation";
// The console's calls (docs/alerts.md#calls).
export { alertsRoutes } from "./alerts.routes";
