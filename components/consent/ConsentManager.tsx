/** Placeholder until cookie consent lands. */
export default function ConsentManager() {
  return null;
}
