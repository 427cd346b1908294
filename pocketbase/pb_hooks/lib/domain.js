// @ts-check
// The rules the site and PocketBase share live once, in the site's app/domain (CommonJS, so both
// read the same file): a hook asks for one of its modules by name, as `domain("reservas")`.
// Each hook handler runs in its own context, so each requires what it uses.

/**
 * The shared module `name` (app/domain/<name>.js).
 * @template {keyof DomainModules} N
 * @param {N} name
 * @returns {DomainModules[N]}
 */
function domain(name) {
  return /** @type {DomainModules[N]} */ (require(`${__hooks}/../../app/domain/${name}.js`))
}

module.exports = { domain }
