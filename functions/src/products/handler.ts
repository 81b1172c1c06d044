import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('products', {
  'products.create': async ({ principal, params, body }) =>
    created(await service.createProduct(principal, params.brandId ?? '', body)),
  'products.list': async ({ principal, params, query }) =>
    ok(await service.listProducts(principal, params.brandId ?? '', query)),
  'products.search': async ({ principal, params, query }) =>
    ok(await service.listProducts(principal, params.brandId ?? '', query)),
  'products.get': async ({ principal, params }) =>
    ok(await service.getProduct(principal, params.brandId ?? '', params.productId ?? '')),
  'products.update': async ({ principal, params, body }) =>
    ok(await service.updateProduct(principal, params.brandId ?? '', params.productId ?? '', body)),
  'products.delete': async ({ principal, params }) => {
    await service.deleteProduct(principal, params.brandId ?? '', params.productId ?? '');
    return noContent();
  },
});
