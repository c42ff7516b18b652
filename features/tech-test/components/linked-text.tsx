/** http(s) addresses in plain text, up to the first space or closing bracket. */
const URL_IN_TEXT = /(https?:\/\/[^\s<>()"']+[^\s<>()"'.,;:!?])/g;

/**
 * The recruiter's plain-text instructions with their addresses as links (opened in a new tab,
 * without a referrer, so the private page's address is not passed on). No HTML is interpreted.
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_IN_TEXT);
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-line text-gray-800">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2 break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
