import ReactMarkdown from 'react-markdown';

/**
 * An assistant reply as Markdown: paragraphs, lists, emphasis and links. Raw HTML in the text is
 * dropped (`skipHtml`), never rendered; links open in a new tab without access to this page.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="chat-markdown space-y-2 leading-6 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
              {children}
            </a>
          ),
          img: () => null,
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
