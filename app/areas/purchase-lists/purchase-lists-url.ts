/** The company's lists, and one list's screen. */
export const PURCHASE_LISTS_PATH = '/userCenter/purchaseLists';
export const purchaseListHref = (id: number) => `${PURCHASE_LISTS_PATH}/${id}`;
/** Where a screen's goods go to be put into a list. */
export const ADD_TO_LIST_PATH = `${PURCHASE_LISTS_PATH}/add`;
