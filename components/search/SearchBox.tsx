/** Placeholder until site search lands. */
export default function SearchBox() {
  return null;
}
