// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages, type Product } from '@shared/contracts/products';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { ProductDialog } from './ProductDialog';

const product: Product = {
  id: 'p1',
  name: 'Acme Analytics',
  is_active: true,
  request_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('the product dialog', () => {
  it("asks for the name with the contract's message and adds nothing", async () => {
    const api = fakeApi();
    renderUi(<ProductDialog opened product={null} onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Product Name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(productMessages.nameRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('adds the product with its trimmed name on Enter', async () => {
    const api = fakeApi(() => product);
    renderUi(<ProductDialog opened product={null} onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Product Name' }), '  Acme Edge Gateway  {Enter}');
    expect(await screen.findByText(productMessages.created)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/product/', body: { name: 'Acme Edge Gateway' } }]);
  });

  it("renames a product and shows the server's refusal on the name", async () => {
    const api = fakeApi(() => refusal(409, productMessages.nameTaken('Acme Edge'), 'name'));
    renderUi(<ProductDialog opened product={product} onClose={() => {}} />);
    const name = await screen.findByRole('textbox', { name: 'Product Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Edge');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(productMessages.nameTaken('Acme Edge'))).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/product/p1/', body: { name: 'Acme Edge' } }]);
  });
});
