// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/ui/testing/render';
import { FilePicker } from './FilePicker';

describe('the questionnaire file picker', () => {
  it('says under the picker which file was not added and why, and adds the others', () => {
    const onChange = vi.fn();
    renderUi(<FilePicker files={[]} onChange={onChange} />);
    const input = screen.getByTestId('questionnaire-file-input');
    const sheet = new File(['x'], 'vendor-assessment.xlsx');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe'), sheet] } });
    expect(screen.getByRole('alert').textContent).toBe('setup.exe was not added: please choose an Excel, Word, OpenDocument, PDF, CSV or Markdown file.');
    expect(onChange).toHaveBeenCalledWith([sheet]);
  });
});
