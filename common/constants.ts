/** Business constants and limits of SPEC §9. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

export const GOODS_PAGE_SIZES = [20, 30, 40] as const;
export const ORDER_PAGE_SIZES = [10, 20, 30, 40] as const;
export const TABLE_PAGE_SIZES = [10, 20, 30, 40] as const;
export const FAVOURITES_PAGE_SIZE = 30;
/** No list answers more rows than this, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 100;

export const HOT_RECOMMENDATIONS = 3;
export const BRANDS_SHOWN_FIRST = 8;
export const STAPLES_SLIDES = 5;
export const STAPLES_GAP = 20;
export const CAROUSEL_INTERVAL_MS = 30_000;
/** SPEC §9: the carousel of the customised (and cases) pages turns faster. */
export const CUSTOMISED_CAROUSEL_INTERVAL_MS = 3_000;
export const CAROUSEL_HEIGHT = 600;
export const IMAGE_ZOOM = 2.5;

export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_DAILY_LIMIT = 10;
export const REQUEST_TIMEOUT_MS = 60_000;

export const EVIDENCE_IMAGES_MAX = 5;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const USERNAME_MAX = 20;
export const FIELD_MAX = 30;
export const REMARK_MAX = 300;
export const EMAIL_MAX = 50;

export const DEFAULT_UNIT = '个';
export const FREIGHT = 0;
export const SESSION_DAYS = 7;
export const APPROVAL_WORKING_DAYS = 2;

/** The id of /home/goods/{id} that lists all goods (SPEC §2: one special id); 0 is keyword search. */
export const ALL_GOODS_ID = 'all';
export const KEYWORD_SEARCH_ID = 0;

/** Fixed page text (SPEC §1, §9): the hotline and the shop's receiving bank account. */
export const HOTLINE = '400-800-1688';
/** The customer-service mailbox, wherever the shop names one (the help centre's 联系我们). */
export const SERVICE_EMAIL = 'service@caigou.example';

/**
 * A settlement (the confirm-order screen's cart lines or Buy Now) not submitted within this many
 * hours has expired: prices and stock have moved on, so it can no longer be submitted and is removed.
 */
export const SETTLEMENT_TTL_HOURS = 24;
