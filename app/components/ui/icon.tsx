// The site's icons: symbols in one small SVG file (icons.svg), downloaded once and cached for good,
// each drawn here by its id in the colour of the text around it; no icon font, and no drawing in
// any page's script. Decorative unless `title` is set.
import sprite from "./icons.svg?no-inline"

/** Each symbol's id in icons.svg (a unit test holds the two together). */
export type IconName =
  | "menu"
  | "close"
  | "mail"
  | "phone"
  | "pin"
  | "clock"
  | "calendar"
  | "users"
  | "download"
  | "chevronLeft"
  | "chevronRight"
  | "chevronDown"
  | "instagram"
  | "facebook"
  | "youtube"
  | "logout"
  | "user"
  | "check"
  | "alert"
  | "file"
  | "image"
  | "cake"
  | "heart"
  | "star"
  | "ball"
  | "play"
  | "pause"
  | "external"

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
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}

/** The icon of a social network by its name ("Instagram" → instagram). */
export function socialIcon(nome: string): IconName {
  const key = nome.toLowerCase()
  return key === "instagram" || key === "facebook" || key === "youtube" ? key : "users"
}
