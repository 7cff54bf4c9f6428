// The browser-test library: import what a test needs from here.
export * from './browser.mjs';
export * from './graphql.mjs';
export * from './humanid.mjs';
export * from './relying_party.mjs';
export * from './suite.mjs';
export * from './wallet.mjs';
export * from './oidc.mjs';
export * from './portal.mjs';
