export { buildApi, type BuildApiOptions } from './app.js';
export { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './local-backend.js';
export { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins } from './config.js';
export * from './db/index.js';
export * from './auth/index.js';
export {
  onboardingStatus,
  type OnboardingFacts,
  type OnboardingStatus,
  type OnboardingStepKey,
} from './features/onboarding/onboarding-status.js';
export { generateCustomerRows } from './features/imports/generate-rows.js';
export { insertGeneratedPurchaseOrders } from './features/purchase-orders/generate-orders.js';
export { createTokenCipher, type TokenCipher } from './secrets/token-cipher.js';
export {
  recommendProducts,
  type ProductRecommendation,
  type RecommendOptions,
} from './features/recommend/index.js';
export { evaluateRecommender, type HitRates } from './features/recommend/evaluate.js';
export { withOutboundWorkspace, type Workspace } from './workspace/with-workspace.js';
export {
  askBuiltinAnalyst,
  ANSWER_KEY,
  scoreAnswerKey,
  type AnalystRun,
} from './features/ai/analyst/index.js';
export { extractDocument } from './features/purchase-orders/intake/extract-document.js';
export { documentKind } from './features/purchase-orders/intake/read-document.js';
export {
  compareExtraction,
  fieldAccuracy,
  precisionRecall,
  wrongAtHighConfidence,
} from './features/purchase-orders/intake/evaluate-extraction.js';
