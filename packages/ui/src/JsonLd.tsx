/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped, so no value can close the
 * element, whatever the data holds.
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Structured data for search engines (schema.org), in the HTML as it is: React would escape the
 * quotes of a text child, which a script element does not decode.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
