import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor as Editor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  description?: string;
  minHeight?: number;
}

/** Rich text for Trust Center content; the server sanitizes what it stores (sanitize-html allow-list). */
export function RichTextEditor({ label, value, onChange, error, required, description, minHeight = 180 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    immediatelyRender: false,
    // The editable area is the text box screen readers announce: it carries the field's name.
    editorProps: { attributes: { 'aria-label': label, ...(required ? { 'aria-required': 'true' } : {}) } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // Content loaded after the editor (an edit page) replaces the empty start.
  useEffect(() => {
    if (editor && value && editor.isEmpty && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} required={required} error={error} description={description}>
      <Editor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Editor.Toolbar>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Underline />
            <Editor.Strikethrough />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content style={{ minHeight }} />
      </Editor>
    </Input.Wrapper>
  );
}
