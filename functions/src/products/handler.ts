import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('products', {
  'products.create': async ({ principal, params, body }) =>
    created(await service.createProduct(principal, params.id, body)),
  'products.listAll': async ({ principal, query }) => ok(await service.listAllProducts(principal, query)),
  'products.list': async ({ principal, params, query }) => ok(await service.listProducts(principal, params.id, query)),
  'products.search': async ({ principal, params, query }) =>
    ok(await service.listProducts(principal, params.id, query)),
  'products.get': async ({ principal, params }) => ok(await service.getProduct(principal, params.id, params.productId)),
  'products.update': async ({ principal, params, body }) =>
    ok(await service.updateProduct(principal, params.id, params.productId, body)),
  'products.delete': async ({ principal, params }) => {
    await service.deleteProduct(principal, params.id, params.productId);
    return noContent();
  },
});
