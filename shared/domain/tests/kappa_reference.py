"""Reference values for domain::agreement, made with scikit-learn's cohen_kappa_score (quadratic
weights, labels 0..=max so a weight is the squared distance between two marks)."""
import json, math, random, sklearn
from sklearn.metrics import cohen_kappa_score

random.seed(57)
cases = []
def case(name, maximum, a, b):
    k = cohen_kappa_score(a, b, labels=list(range(maximum + 1)), weights="quadratic")
    cases.append({"name": name, "max": maximum, "a": a, "b": b, "kappa": None if math.isnan(k) else round(k, 12)})

case("identical marks", 10, [0, 3, 5, 7, 10, 6, 4], [0, 3, 5, 7, 10, 6, 4])
case("within one mark", 10, [2, 4, 6, 8, 5, 7, 3, 9], [3, 4, 5, 8, 6, 7, 2, 9])
case("the second marker one higher throughout", 15, [4, 7, 9, 11, 12, 6], [5, 8, 10, 12, 13, 7])
case("disagreeing", 10, [1, 9, 2, 8, 3, 7], [9, 1, 8, 2, 7, 3])
a = [random.randint(0, 15) for _ in range(40)]
b = [min(15, max(0, x + random.choice([-2, -1, 0, 0, 0, 1, 2]))) for x in a]
case("forty 15-mark parts, marks within two", 15, a, b)
c = [random.randint(0, 14) for _ in range(60)]
d = [min(14, max(0, x + random.choice([-3, -1, 0, 0, 1, 1, 4]))) for x in c]
case("sixty IA commentaries out of 14", 14, c, d)
case("one mark each, the same", 10, [5], [5])
case("both markers always give 6", 10, [6, 6, 6], [6, 6, 6])
print(json.dumps({"source": f"scikit-learn {sklearn.__version__} cohen_kappa_score(a, b, labels=range(max+1), weights='quadratic')", "cases": cases}, indent=1))
