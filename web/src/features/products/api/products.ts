import type { Product } from '@reelbridge/shared/api/types';
import type { ProductInput } from '@reelbridge/shared/schemas/product';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';

export const productKeys = {
  all: ['products'] as const,
  brand: (brandId: string) => ['products', brandId] as const,
  list: (brandId: string, query: string) => ['products', brandId, 'list', { query }] as const,
  /** Every brand's products (the agency's 'All brands' view); brand ids never read 'every-brand'. */
  everyBrand: ['products', 'every-brand'] as const,
  everyBrandList: (query: string) => ['products', 'every-brand', 'list', { query }] as const,
};

/** GET /api/brands/{brandId}/products, filtered by a name fragment when `query` is given. */
export function getProducts(
  brandId: string,
  query: string | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest('products.list', { params: { id: brandId }, query: { query, cursor }, signal });
}

export function productsQueryOptions(brandId: string, query: string) {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: productKeys.list(brandId, trimmed),
    queryFn: ({ pageParam, signal }) => getProducts(brandId, trimmed || undefined, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
  });
}

/** The current brand's products; keeps the previous rows on screen while a new search loads. */
export function useProducts(brandId: string | undefined, query: string) {
  return useInfiniteQuery({
    ...productsQueryOptions(brandId ?? '', query),
    enabled: Boolean(brandId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products: every brand's products by name, each with its brand's name (agency staff only). */
export function allBrandsProductsQueryOptions(query: string) {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: productKeys.everyBrandList(trimmed),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('products.listAll', { query: { query: trimmed || undefined, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
  });
}

/** Every brand's products, for the 'All brands' view; keeps the previous rows on screen while a search loads. */
export function useAllBrandsProducts(enabled: boolean, query: string) {
  return useInfiniteQuery({ ...allBrandsProductsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

/** After a product of `brandId` changed: its brand's lists and the all-brands list. */
function invalidateProducts(queryClient: QueryClient, brandId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.brand(brandId) }),
    queryClient.invalidateQueries({ queryKey: productKeys.everyBrand }),
  ]);
}

export function createProduct(brandId: string, body: ProductInput, idempotencyKey?: string): Promise<Product> {
  return apiRequest('products.create', { params: { id: brandId }, body, idempotencyKey });
}

/** PUT with the version the form was loaded with (a stale one answers 409). */
export function updateProduct(product: Pick<Product, 'id' | 'brandId' | 'version'>, body: ProductInput) {
  return apiRequest('products.update', {
    params: { id: product.brandId, productId: product.id },
    body: { ...body, version: product.version },
  });
}

export function deleteProduct(product: Pick<Product, 'id' | 'brandId'>): Promise<void> {
  return apiRequest('products.delete', { params: { id: product.brandId, productId: product.id } });
}

export interface SaveProductVariables {
  /** The brand a new product is added to (an edited product stays with its own). */
  brandId: string;
  body: ProductInput;
}

export function useSaveProduct(product: Product | null) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction(({ brandId, body }: SaveProductVariables, idempotencyKey) =>
    product ? updateProduct(product, body) : createProduct(brandId, body, idempotencyKey),
  );
  return useMutation({
    mutationFn: action,
    onSuccess: (saved) => invalidateProducts(queryClient, saved.brandId),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, product) => invalidateProducts(queryClient, product.brandId),
  });
}
