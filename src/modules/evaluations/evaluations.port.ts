export const EVALUATOR_TYPES = ['internal', 'external'] as const
export const EVALUATION_RESULTS = ['passed', 'failed', 'pending'] as const
export const EVALUATION_TYPES = ['interview_feedback', 'hm_review'] as const
