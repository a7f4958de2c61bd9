/** Where a contract's links go (SPEC §7 signLink and signInfo answer the same); both open in a new tab. */
export const signHref = (id: number) => `/userCenter/contract/sign/${id}`;
export const documentHref = (id: number) => `/userCenter/contract/document/${id}`;
