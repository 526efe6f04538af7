import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentDocuments, contentKeys } from "../documents.ts";
import {
  counterText,
  describeFields,
  type FormField,
  fieldErrors,
  moveItem,
  newListItem,
  setAt,
  valueAt,
} from "./schema-fields.ts";

// A document declared the way the site's documents are: every field with its pt-BR meta.
const schema = z.object({
  title: z
    .string()
    .min(1, "Informe o título.")
    .max(120, "Use até 120 caracteres.")
    .meta({ label: "Título" }),
  intro: z
    .string()
    .max(400)
    .meta({ label: "Introdução", widget: "textarea", hint: "Aparece abaixo do título." }),
  email: z.string().max(120).meta({ label: "E-mail", widget: "email" }),
  picture: z
    .object({ mediaId: z.number().int().positive().nullable(), alt: z.string().min(1).max(160) })
    .meta({ label: "Imagem", widget: "image" }),
  body: z.object({ root: z.object({}).loose() }).meta({ label: "Texto", widget: "richtext" }),
  contact: z
    .object({ phone: z.string().max(20).meta({ label: "Telefone", widget: "tel" }) })
    .meta({ label: "Contato" }),
  services: z
    .array(
      z
        .object({
          icon: z.enum(["code", "design"]).meta({ label: "Ícone", widget: "icon" }),
          name: z.string().min(1, "Informe o nome.").max(60).meta({ label: "Nome" }),
        })
        .meta({ label: "Serviço", itemLabel: "Serviço" }),
    )
    .min(1)
    .max(6)
    .meta({ label: "Serviços" }),
});

describe("the form generator", () => {
  const fields = describeFields(schema);

  it("maps each field to its widget in the schema's order, with its label and hint", () => {
    expect(fields.map((f) => [f.key, f.kind, f.label])).toEqual([
      ["title", "text", "Título"],
      ["intro", "text", "Introdução"],
      ["email", "text", "E-mail"],
      ["picture", "image", "Imagem"],
      ["body", "richtext", "Texto"],
      ["contact", "group", "Contato"],
      ["services", "list", "Serviços"],
    ]);
    expect(fields[1]).toMatchObject({
      input: "textarea",
      max: 400,
      hint: "Aparece abaixo do título.",
    });
    expect(fields[2]).toMatchObject({ input: "email" });
  });

  it("carries the character limits the counter shows", () => {
    expect(fields[0]).toMatchObject({ input: "text", min: 1, max: 120 });
    expect(fields[3]).toMatchObject({ altMax: 160 });
    expect(counterText("Olá, mundo", 120)).toBe("10/120");
  });

  it("walks nested groups and lists with their item fields and bounds", () => {
    expect(fields[5]).toMatchObject({
      fields: [{ key: "phone", kind: "text", input: "tel", max: 20 }],
    });
    const list = fields[6];
    expect(list).toMatchObject({
      kind: "list",
      itemLabel: "Serviço",
      min: 1,
      max: 6,
      scalar: false,
    });
    if (list?.kind !== "list") throw new Error("not a list");
    expect(list.item[0]).toMatchObject({ kind: "choice", options: ["code", "design"], icon: true });
    expect(newListItem(list)).toEqual({ icon: "code", name: "" });
  });

  it("reorders, reads and writes values by path", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 1, 5)).toEqual(["a", "b"]);
    const value = { services: [{ name: "A" }, { name: "B" }] };
    const next = setAt(value, ["services", 1, "name"], "C");
    expect(valueAt(next, ["services", 1, "name"])).toBe("C");
    expect(value.services[1]?.name).toBe("B");
  });

  it("places the schema's pt-BR messages at their fields", () => {
    const errors = fieldErrors(schema, {
      title: "",
      intro: "",
      email: "",
      picture: { mediaId: null, alt: "x" },
      body: { root: {} },
      contact: { phone: "" },
      services: [{ icon: "code", name: "" }],
    });
    expect(errors).toEqual({ title: "Informe o título.", "services.0.name": "Informe o nome." });
  });
});

describe("the site's documents as forms", () => {
  it("gives every field of every document a widget with a label", () => {
    const walk = (fields: FormField[]): FormField[] =>
      fields.flatMap((f) => [
        f,
        ...(f.kind === "group" ? walk(f.fields) : f.kind === "list" ? walk(f.item) : []),
      ]);
    for (const key of contentKeys) {
      for (const field of walk(describeFields(contentDocuments[key].schema))) {
        expect(field.label, `${key}.${field.key}`).not.toBe("");
        // Every text but the date carries its limit, for the counter.
        if (field.kind === "text" && field.key !== "lastUpdated") {
          expect(field.max, `${key}.${field.key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("reads the home's fixed-length lists, the site's e-mail and the legal pages' rich text", () => {
    const home = describeFields(contentDocuments.home.schema);
    expect(home.find((f) => f.key === "figures")).toMatchObject({ kind: "list", min: 4, max: 4 });
    const site = describeFields(contentDocuments.site.schema);
    expect(site.find((f) => f.key === "email")).toMatchObject({
      kind: "text",
      input: "email",
      max: 254,
    });
    expect(site.find((f) => f.key === "hours")).toMatchObject({
      kind: "list",
      min: 1,
      max: 7,
      itemLabel: "Linha",
    });
    const privacy = describeFields(contentDocuments.privacy.schema);
    expect(privacy.find((f) => f.key === "body")).toMatchObject({
      kind: "richtext",
      label: "Texto da política",
    });
    const hero = home.find((f) => f.key === "hero");
    if (hero?.kind !== "group") throw new Error("no hero group");
    expect(hero.fields.find((f) => f.key === "image")).toMatchObject({
      kind: "image",
      altMax: 200,
    });
  });
});
