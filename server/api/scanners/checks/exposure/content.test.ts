import { describe, expect, it } from "vitest";
import { backupKind, directoryListing, envKeys, gitConfigSections, hasVersion, isHtml } from "./content.ts";

const b = (s: string) => Buffer.from(s, "utf8");

describe("telling a probed file from the page a site serves for any path", () => {
  it("recognises a git config by its [core] section, never in HTML, and keeps only the section names", () => {
    const config =
      '[core]\n\trepositoryformatversion = 0\n[remote "origin"]\n\turl = https://user:token@git.example.com/site.git\n[branch "main"]\n';
    expect(gitConfigSections(b(config), "text/plain")).toEqual(["core", "remote", "branch"]);
    expect(gitConfigSections(b(config), "application/octet-stream")).toEqual(["core", "remote", "branch"]);
    expect(gitConfigSections(b(`<!doctype html><pre>${config}</pre>`), "text/plain")).toBeNull();
    expect(gitConfigSections(b(config), "text/html")).toBeNull();
    expect(gitConfigSections(b("Not Found"), "text/plain")).toBeNull();
    expect(gitConfigSections(b("see the [core] section of your git config"), "text/plain")).toBeNull();
  });

  it("recognises a .env by its KEY=VALUE lines and keeps the names, never the values", () => {
    const env = "# production\nAPP_KEY=base64:abc\nexport DB_PASSWORD='s3cret'\n\nMAIL_HOST = smtp.example.com\nPARTIAL_LI";
    expect(envKeys(b(env), "text/plain")).toEqual(["APP_KEY", "DB_PASSWORD", "MAIL_HOST"]);
    expect(envKeys(b("<html><body>APP_KEY=1</body></html>"), "")).toBeNull();
    expect(envKeys(b("Page not found.\nTry the home page."), "text/plain")).toBeNull();
    expect(envKeys(b("User-agent: *\nDisallow: /admin\n"), "text/plain")).toBeNull();
  });

  it("recognises backups by their magic bytes or their text, whatever the status said", () => {
    expect(backupKind(Buffer.from("504b030414000000080000000000", "hex"), "application/zip")).toBe("zip");
    expect(backupKind(Buffer.from("1f8b0800000000000003", "hex"), "text/html")).toBe("gzip");
    expect(backupKind(Buffer.concat([Buffer.alloc(257), Buffer.from("ustar\0")]), "")).toBe("tar");
    expect(backupKind(Buffer.from("00000001427564310000", "hex"), "")).toBe("ds_store");
    expect(backupKind(b("-- MySQL dump 10.13\n--\nCREATE TABLE `users` (\n"), "application/sql")).toBe("sql");
    expect(backupKind(b("--\n-- PostgreSQL database dump\n--\n"), "text/plain")).toBe("sql");
    expect(backupKind(b("<?php\ndefine( 'DB_PASSWORD', 'hunter2' );\n"), "text/plain")).toBe("php");
    expect(backupKind(b("<!DOCTYPE html><title>Not found</title>CREATE TABLE"), "text/html")).toBeNull();
    expect(backupKind(b("Not found"), "text/plain")).toBeNull();
  });

  it("recognises the listings of Apache, nginx, IIS and others", () => {
    const apache =
      '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of /uploads</title></head><body><h1>Index of /uploads</h1><table><tr><td><a href="/">Parent Directory</a></td></tr></table><address>Apache/2.4.41 Server</address></body></html>';
    const nginx =
      '<html>\r\n<head><title>Index of /images/</title></head>\r\n<body>\r\n<h1>Index of /images/</h1><hr><pre><a href="../">../</a>\r\n<a href="a.png">a.png</a></pre><hr></body>\r\n</html>';
    const iis =
      '<html><head><title>example.com - /files/</title></head><body><H1>example.com - /files/</H1><hr>\r\n<pre><A HREF="/">[To Parent Directory]</A><br></pre></body></html>';
    expect(directoryListing(apache)).toBe("apache");
    expect(directoryListing(nginx)).toBe("nginx");
    expect(directoryListing(iis)).toBe("iis");
    expect(directoryListing("<title>Directory listing for /</title>")).toBe("other");
    expect(directoryListing("<title>Welcome</title><h1>Index of our products</h1>")).toBeNull();
  });

  it("tells HTML by its type or its start", () => {
    expect(isHtml(b("  <!-- hi -->\n<!DOCTYPE html><html>"), "text/plain")).toBe(true);
    expect(isHtml(b("[core]"), "text/html")).toBe(true);
    expect(isHtml(b("KEY=value"), "")).toBe(false);
  });

  it("sees a version in a server's software names", () => {
    for (const v of ["nginx/1.18.0", "Apache/2.4.41 (Ubuntu)", "Apache/2", "PHP/8.1.2", "Microsoft-IIS/10.0", "4.0.30319", "Express v4.18"])
      expect(hasVersion(v)).toBe(true);
    for (const v of ["nginx", "Apache", "cloudflare", "Express", "Next.js", "ASP.NET"]) expect(hasVersion(v)).toBe(false);
  });
});
