// A drawn stand-in picture (a pitch in the association's green) where there is no photo yet: no
// download at all, and it keeps the frame's shape.
export function PlaceholderImage({ label, className = "" }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      className={`block h-full w-full bg-marca-700 ${className}`}
    >
      <rect width="160" height="90" fill="#15803d" />
      <rect y="0" width="20" height="90" fill="#166534" />
      <rect x="40" width="20" height="90" fill="#166534" />
      <rect x="80" width="20" height="90" fill="#166534" />
      <rect x="120" width="20" height="90" fill="#166534" />
      <g fill="none" stroke="#dcfce7" strokeWidth="1.2" opacity="0.8">
        <rect x="8" y="8" width="144" height="74" />
        <line x1="80" y1="8" x2="80" y2="82" />
        <circle cx="80" cy="45" r="12" />
        <rect x="8" y="28" width="16" height="34" />
        <rect x="136" y="28" width="16" height="34" />
      </g>
      <circle cx="80" cy="45" r="2" fill="#dcfce7" />
    </svg>
  )
}
