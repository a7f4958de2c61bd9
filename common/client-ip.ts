/**
 * The header carrying the buyer's address from the web to the backend (rate limits).
 * server.ts drops any value a client sent and sets it from the socket; the web's API
 * client forwards it on every backend call. The backend must trust it only from the web.
 */
export const CLIENT_IP_HEADER = 'x-caigou-client-ip';
