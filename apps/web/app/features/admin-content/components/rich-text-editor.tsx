// Tiptap's stylesheet as text, put in the page only while the editor is shown: the app has one
// stylesheet for every page (vite.config.ts), and shoppers should not download the editor's rules.

import { Link, RichTextEditor } from '@mantine/tiptap'
import editorStyles from '@mantine/tiptap/styles.css?inline'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'

export interface RichTextFieldProps {
  /** HTML, as the server stored it. */
  value: string
  onChange: (html: string) => void
  label: string
  error?: string
  /** The language of the text written ('my' for a Burmese version); the toolbar keeps the page's. */
  lang?: string
}

/**
 * The article editor: bold, italic, headings, lists, links, quotes, undo and redo, writing
 * HTML. Only what the server's sanitizer keeps is offered (h2-h4; no code blocks or pictures
 * inside the text). Loaded when an article form opens (article-form.tsx).
 */
export default function RichTextField(props: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, codeBlock: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: props.value,
    // The back office renders in the browser only; this avoids React's hydration warning.
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: changed }) => props.onChange(changed.isEmpty ? '' : changed.getHTML()),
  })

  // A different article loaded into the same form (or a reset) replaces the editor's text.
  useEffect(() => {
    if (editor && props.value !== editor.getHTML() && !(props.value === '' && editor.isEmpty))
      editor.commands.setContent(props.value, { emitUpdate: false })
  }, [editor, props.value])

  return (
    <div>
      <style>{editorStyles}</style>
      <RichTextEditor
        editor={editor}
        aria-label={props.label}
        style={props.error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content lang={props.lang} />
      </RichTextEditor>
    </div>
  )
}
