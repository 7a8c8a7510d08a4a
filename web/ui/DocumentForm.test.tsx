// @vitest-environment jsdom
import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportFields, reportMessages } from '@shared/contracts/security-reports';
import { chosenFile, documentFormData } from '../lib/documentForms';
import { useContractForm } from '../lib/forms';
import { ActiveField, CurrentFile, DocumentFileInput, FormButtons, SensitivityField } from './DocumentForm';
import { renderUi } from './testing/render';

const tooLarge = 'The file is too large (the limit is 1 kB).';
const schema = reportFields.extend({ file: chosenFile(1024, tooLarge, reportMessages.fileRequired) });

function ReportForm({ onSave }: { onSave: (values: unknown) => void }) {
  const form = useContractForm(schema, { name: '', issued_by: '', sensitivity: 'PUBLIC', is_active: true, file: null });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <TextInput label="Report name" {...form.getInputProps('name')} />
      <SensitivityField {...form.getInputProps('sensitivity')} />
      <DocumentFileInput label="Report file" {...form.getInputProps('file')} />
      <ActiveField description="Active reports are listed on the Trust Center." {...form.getInputProps('is_active', { type: 'checkbox' })} />
      <FormButtons cancelTo="/reports" submitLabel="Add Report" saving={false} />
    </form>
  );
}

const pdf = (bytes: number) => new File([new Uint8Array(bytes)], 'pentest.pdf', { type: 'application/pdf' });

describe("a Trust Center document's form", () => {
  it("refuses a new document without its file, with the contract's sentence", async () => {
    const onSave = vi.fn();
    renderUi(<ReportForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Report name' }), 'Pen test 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    expect(await screen.findByText(reportMessages.fileRequired)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit before sending it', async () => {
    const onSave = vi.fn();
    const { container } = renderUi(<ReportForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Report name' }), 'Pen test 2025');
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, pdf(4096));
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    expect(await screen.findByText(tooLarge)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the fields as the contract reads them, with the file chosen and the sensitivity picked', async () => {
    const onSave = vi.fn();
    const { container } = renderUi(<ReportForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Report name' }), '  Pen test 2025 ');
    await userEvent.click(screen.getByRole('radio', { name: 'Confidential' }));
    await userEvent.click(screen.getByRole('switch', { name: /^Active/ }));
    const file = pdf(100);
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, file);
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Pen test 2025', issued_by: '', sensitivity: 'CONFIDENTIAL', is_active: false, file }, expect.anything());
  });

  it('shows the current file with its size, and a Remove button when it may go', async () => {
    const onRemove = vi.fn();
    renderUi(
      <CurrentFile
        label="Current file:"
        file={{ name: 'pentest.pdf', url: '/api/v1/document/security-reports/1/download/', content_type: 'application/pdf', size: 4096 }}
        showSize
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('button', { name: 'pentest.pdf' })).toBeTruthy();
    expect(screen.getByText('(4 kB)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('sends the fields as JSON and each chosen file in a multipart body', async () => {
    const file = pdf(10);
    const body = documentFormData({ name: 'Pen test 2025', is_active: true }, { file, logo: null });
    expect(JSON.parse(String(body.get('data')))).toEqual({ name: 'Pen test 2025', is_active: true });
    expect((body.get('file') as File).name).toBe('pentest.pdf');
    expect(body.has('logo')).toBe(false);
  });
});
