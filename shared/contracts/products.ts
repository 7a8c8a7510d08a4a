import { z } from 'zod';

/** Products (questionnaires §2.2, §3, §5, §7, §8). */
export const productMessages = {
  nameRequired: 'Please enter the product name',
  nameTooLong: 'Keep the product name under 100 characters',
  nameTaken: (name: string) => `A product named "${name}" already exists.`,
  notFound: 'This product does not exist or was deleted.',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
} as const;

export const productInput = z.object({
  name: z.string().trim().min(1, productMessages.nameRequired).max(100, productMessages.nameTooLong),
});
export type ProductInput = z.input<typeof productInput>;

export const productQuickListQuery = z.object({
  length: z.coerce.number().int().min(1).max(100).default(20),
  is_active: z.enum(['1', '0']).optional(),
  search: z.string().max(200).optional(),
});

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  /** Questionnaire requests tagged with this product (they lose the tag if it is deleted). */
  request_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productChoiceSchema = z.object({ id: z.string(), name: z.string() });
export type ProductChoice = z.infer<typeof productChoiceSchema>;
