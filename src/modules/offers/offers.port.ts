export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
export const OFFER_DECLINE_REASONS = ['compensation', 'role_and_job', 'external_factors', 'no_response', 'other'] as const
export type OfferDeclineReason = (typeof OFFER_DECLINE_REASONS)[number]
export const OFFER_CANCEL_REASONS = ['business_decision', 'candidate_no_longer_eligible', 'other'] as const
export type OfferCancelReason = (typeof OFFER_CANCEL_REASONS)[number]
