// Movements: sizes and rates shared by the forms, the routes and the services.
export const MOVEMENT_LIMITS = {
  /** Public lookup (spec §2.6): every lookup per client address, per minute. */
  lookupPerAddressPerMinute: 30,
  /** Lookups that found nothing per company NIT, per minute (from all addresses): hits never count. */
  lookupMissesPerNitPerMinute: 600,
  /** Lookups that found something, per client address, per 10 minutes (issue 23 item 6). */
  lookupHitsPerAddressPer10Minutes: 20,
  /** Lookups that found something, per company NIT from all addresses, per 10 minutes. */
  lookupHitsPerNitPer10Minutes: 1000,
  /** img_public: per client address per minute. */
  imagesPerAddressPerMinute: 120,
  /** Most consignments one lookup answers (a customer document rarely has more). */
  lookupMaxRecords: 200,
  imagesPerRequest: 30,
  /** Signed file URLs live this long (seconds). */
  signedUrlTtlSeconds: 600,
  listDefaultPerPage: 15,
  listMaxPerPage: 100,
  batchMaxMovements: 500,
  batchMaxConsignmentsPerMovement: 200,
  importMaxRows: 5000,
  importMaxBytes: 10 * 1024 * 1024,
  /** An .xlsx is a zip: what it may inflate to (5,000 full rows of distinct text come to about 22 MB). */
  importMaxUnzippedBytes: 64 * 1024 * 1024,
  /** Characters in one cell: the longest field takes 200, so only a bomb or a wrong file gets here. */
  importMaxCellChars: 2000,
  /** Imports one company may run at the same time: each holds up to a few dozen MB while it reads. */
  importConcurrentPerCompany: 2,
  eventMaxImages: 10,
  imageMaxBytes: 5 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  apiKeysPerCompany: 20,
} as const;

/**
 * Photos, signatures, receipts and image cumplidos are re-encoded on arrival (ADR 0011, issue 23): refused
 * past `maxInputPixels` (a 1.5 MB PNG can declare 20000 × 20000 px), stored as JPEG inside `maxSidePx`
 * (the drivers' app already sends 1,600 px). The PDF draws only images inside `maxSidePx`.
 */
export const PHOTO_LIMITS = {
  maxInputPixels: 50_000_000,
  maxSidePx: 2048,
} as const;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
