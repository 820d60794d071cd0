// EMTrack subscription prices (SPEC §9), shared by every item that quotes them so the figures never drift.

export const EMTRACK_PRICING = {
  full: '$3,000.00',
  fullDiscount: '$2,000',
  restricted: '$5,000',
  maintenance: '$500',
} as const;
