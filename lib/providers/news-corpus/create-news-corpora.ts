import path from "node:path";
import { env } from "@/lib/env";
import { demoNewsCorpus } from "./demo/demo-news-corpus";
import { createFolderNewsCorpus } from "./folder/folder-news-corpus";
import type { SearchableNewsCorpus } from "./news-corpus";

const folderCorpora = new Map<string, SearchableNewsCorpus>();

/** The folders named by OFFLINE_NEWS_DIR. */
export function offlineNewsDirs(): string[] {
  return (env().OFFLINE_NEWS_DIR ?? "")
    .split(path.delimiter)
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => path.resolve(d));
}

/** Every corpus the app reads offline: the bundled demo news site and each OFFLINE_NEWS_DIR folder (read once per process). */
export function createNewsCorpora(): SearchableNewsCorpus[] {
  return [
    demoNewsCorpus,
    ...offlineNewsDirs().map((dir) => {
      let corpus = folderCorpora.get(dir);
      if (!corpus) folderCorpora.set(dir, (corpus = createFolderNewsCorpus(dir)));
      return corpus;
    }),
  ];
}
