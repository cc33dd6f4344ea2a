/**
 * Mailbox providers anyone can get an address at: an address there proves nothing about a
 * company, so these domains never join a person to a company nor belong to one.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "outlook.com.br",
  "hotmail.com",
  "hotmail.com.br",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.com.br",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "mail.com",
  "zoho.com",
  "zohomail.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "tutanota.com",
  "tuta.io",
  "fastmail.com",
  "hey.com",
  "uol.com.br",
  "bol.com.br",
  "terra.com.br",
  "ig.com.br",
  "globo.com",
  "globomail.com",
  "r7.com",
  "zipmail.com.br",
]);

/** The domain of an e-mail address, lower-cased ("" when there is none). */
export const emailDomain = (email: string) =>
  email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.has(domain.toLowerCase());

/** Where the DNS TXT record that proves a domain lives, and what it must say. */
export const domainTxtName = (domain: string) => `_skill5-verification.${domain}`;
export const domainTxtValue = (token: string) => `skill5-domain-verification=${token}`;
