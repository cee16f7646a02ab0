/**
 * The slice of mailparser 3.9.31 (a dev dependency; it ships no types) that smtp.test.ts
 * uses. If @types/mailparser is added to devDependencies, delete this file.
 */
declare module "mailparser" {
  export interface EmailAddress {
    address?: string;
    name: string;
  }
  export interface AddressObject {
    value: EmailAddress[];
    text: string;
  }
  export interface ParsedMail {
    subject?: string;
    text?: string;
    html: string | false;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    messageId?: string;
  }
  export function simpleParser(source: NodeJS.ReadableStream | Buffer | string): Promise<ParsedMail>;
}
