// A few inline icons (no icon font to download on a slow network). Decorative unless `title` is set.
const PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5",
  clock: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  users:
    "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  chevronDown: "M5 9l7 7 7-7",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8M17.5 6.5h.01",
  facebook: "M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z",
  youtube:
    "M21 8a3 3 0 0 0-2-2c-1.8-.5-7-.5-7-.5s-5.2 0-7 .5a3 3 0 0 0-2 2 31 31 0 0 0 0 8 3 3 0 0 0 2 2c1.8.5 7 .5 7 .5s5.2 0 7-.5a3 3 0 0 0 2-2 31 31 0 0 0 0-8zM10 15V9l5 3z",
  logout: "M15 4h4v16h-4M10 16l-4-4 4-4M6 12h11",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21a8 8 0 0 1 16 0",
  check: "M5 12l5 5 9-10",
  alert: "M12 8v5M12 16.5h.01M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
  file: "M6 3h8l5 5v13H6zM14 3v5h5M9 13h6M9 17h6",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01",
  cake: "M4 21h16M5 21v-7h14v7M5 17c2 1 3-1 4.7 0S12.3 18 14 17s3 1 5 0M12 14v-3M12 8.5a1.5 1.5 0 0 0 1.5-1.5C13.5 5.5 12 4 12 4s-1.5 1.5-1.5 3A1.5 1.5 0 0 0 12 8.5",
  heart: "M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  ball: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5",
  play: "M7 4l13 8-13 8z",
  pause: "M7 4h3v16H7zM14 4h3v16h-3z",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
} as const

export type IconName = keyof typeof PATHS

export function Icon({
  name,
  className = "size-5",
  title,
}: {
  name: IconName
  className?: string
  title?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      aria-label={title}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

/** The icon of a social network by its name ("Instagram" → instagram). */
export function socialIcon(nome: string): IconName {
  const key = nome.toLowerCase()
  return key === "instagram" || key === "facebook" || key === "youtube" ? key : "users"
}
