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
} from './onboarding/onboarding-status.js';
export { generateCustomerRows } from './imports/generate-rows.js';
export { insertGeneratedPurchaseOrders } from './purchase-orders/generate-orders.js';
export { createTokenCipher, type TokenCipher } from './secrets/token-cipher.js';
export { recommendProducts, type ProductRecommendation, type RecommendOptions } from './recommend/index.js';
export { evaluateRecommender, type HitRates } from './recommend/evaluate.js';
export { withOutboundWorkspace, type Workspace } from './workspace/with-workspace.js';
export { askBuiltinAnalyst, ANSWER_KEY, scoreAnswerKey, type AnalystRun } from './ai/analyst/index.js';
export { extractDocument } from './purchase-orders/intake/extract-document.js';
export { documentKind } from './purchase-orders/intake/read-document.js';
export { compareExtraction, precisionRecall } from './purchase-orders/intake/evaluate-extraction.js';
