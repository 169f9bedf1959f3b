import product from '../../../product.config.json' with { type: 'json' };

/** The product's name and contacts, from product.config.json at the repository root (the one place to change them). */
export const PRODUCT = product;
