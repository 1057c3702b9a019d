/**
 * The product's name, the same in every language. Every message the specification words now lives in
 * the catalogues (i18n/catalog, issue 35): `common.*` for what the web app may show, `server.*` for
 * what only the server sends; code names them by id.
 */
export const PRODUCT_NAME = 'Studio';
