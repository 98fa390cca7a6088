/** The menus' one arrow, drawn three ways: a dropdown's (down), into a group (right), Back (left). */
const PATHS = {
  down: 'm3 4.5 3 3 3-3',
  right: 'm4.5 3 3 3-3 3',
  left: 'M7.5 3 4.5 6l3 3',
} as const;

export default function Chevron({
  direction,
  size,
  className,
}: {
  direction: keyof typeof PATHS;
  size: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 12 12"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[direction]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
