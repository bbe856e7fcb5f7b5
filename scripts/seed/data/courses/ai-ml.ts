import { mod, sub, type SeedCourse } from "./shape";

export const aiMlCourses: SeedCourse[] = [
  // ---------------------------------------------------------------- AI/ML
  {
    key: "machine-learning-python",
    courseTitle: "Machine Learning with Python",
    courseSmlDesc:
      "Build, evaluate and explain machine learning models in Python with pandas, scikit-learn and gradient boosting, and learn when a model can be trusted.",
    categories: ["AI/ML"],
    courseDuration: 56,
    courseOverview: `<p>Machine learning is now a practical tool for forecasting demand, detecting fraud and predicting customer churn. This course teaches developers, analysts and engineers to build, evaluate and explain machine learning models in Python, with a firm grasp of when a model can be trusted and when it cannot.</p>
<h3>What you will be able to do</h3>
<ul><li>Clean, explore and visualise data with NumPy, pandas, Matplotlib and seaborn</li><li>Train regression and classification models with scikit-learn, XGBoost and LightGBM</li><li>Evaluate models with the right metrics and handle imbalanced data</li><li>Apply clustering and dimensionality reduction to find structure in unlabelled data</li><li>Build reproducible pipelines with feature engineering, cross-validation and tuning</li><li>Explain predictions to stakeholders using SHAP values</li></ul>
<h3>How it is taught</h3>
<p>Concepts are introduced in live instructor-led sessions with just enough mathematics to build intuition, then practised immediately in hands-on notebook labs on real-world data sets. The capstone project is a customer churn prediction model that you present to a non-technical audience, just as you would at work.</p>
<h3>Prerequisites</h3>
<p>You should know basic Python and be comfortable with school-level algebra and statistics. A short preparatory refresher on Python and statistics is shared before the batch starts.</p>`,
    courseContent: [
      mod("Python for data science", [
        sub("Numerical Python", ["NumPy arrays and vectorisation", "Broadcasting and array operations"]),
        sub("Working with data", [
          "pandas DataFrames: selecting, grouping and merging",
          "Handling missing values and outliers",
          "Visualisation with Matplotlib and seaborn",
        ]),
      ]),
      mod("Machine learning foundations", [
        sub("Core ideas", ["Supervised and unsupervised learning", "Training, validation and test splits", "Bias, variance and overfitting"]),
        sub("Statistics refresher", ["Distributions and sampling", "Correlation versus causation"]),
      ]),
      mod("Regression", [
        sub("Linear models", ["Linear regression and gradient descent", "Regularisation with Ridge and Lasso"]),
        sub("Evaluating regression models", ["MAE, RMSE and R-squared", "Residual analysis"]),
      ]),
      mod("Classification", [
        sub("Algorithms", ["Logistic regression and k-nearest neighbours", "Decision trees and random forests", "Gradient boosting with XGBoost and LightGBM"]),
        sub("Evaluating classifiers", ["Confusion matrix, precision, recall and F1", "ROC and precision-recall curves", "Handling imbalanced classes"]),
      ]),
      mod("Unsupervised learning", [
        sub("Clustering", ["k-means and choosing k", "Hierarchical clustering and DBSCAN"]),
        sub("Dimensionality reduction", ["Principal component analysis", "Visualising high-dimensional data with t-SNE and UMAP"]),
      ]),
      mod("Building reliable models", [
        sub("Feature engineering", ["Encoding categorical variables", "Scaling and transformations", "scikit-learn Pipelines and ColumnTransformer"]),
        sub("Model selection and explanation", [
          "Cross-validation strategies",
          "Hyperparameter tuning with grid and random search",
          "Interpreting models with SHAP",
        ]),
      ]),
      mod("Capstone project", [
        sub("Customer churn prediction", [
          "Exploratory analysis and feature design",
          "Model comparison and tuning",
          "Presenting results to a non-technical audience",
        ]),
        sub("Portfolio and next steps", ["Writing up the project as a case study", "Publishing notebooks and code to GitHub"]),
      ]),
    ],
  },
  {
    key: "deep-learning",
    courseTitle: "Deep Learning and Neural Networks",
    courseSmlDesc:
      "Understand how neural networks learn and build them in PyTorch, from multilayer perceptrons to convolutional networks, transformers and generative models.",
    categories: ["AI/ML"],
    courseDuration: 56,
    courseOverview: `<p>Deep learning powers image recognition, speech systems and the language models reshaping software today. This course is for programmers, data scientists and machine learning practitioners who want to understand how neural networks learn and to build them confidently in PyTorch, from a first multilayer perceptron to convolutional networks and transformers.</p>
<h3>What you will learn</h3>
<ul><li>Explain forward propagation, backpropagation, loss functions and optimisers</li><li>Write clean PyTorch training loops with data loaders, checkpointing and GPU acceleration</li><li>Apply regularisation, batch normalisation and learning rate schedules</li><li>Build convolutional networks and use transfer learning for computer vision</li><li>Understand attention and fine-tune a pretrained transformer for text tasks</li><li>Explore autoencoders, GANs and the ideas behind diffusion models</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions explain the theory with diagrams and code side by side, followed by hands-on labs on cloud GPU notebooks. The capstone project is an end-to-end image classification system, finishing with a written model card and an inference API.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable with Python and NumPy and have some machine learning background, such as our Machine Learning with Python course. Familiarity with basic linear algebra and calculus will help you get the most from the theory.</p>`,
    courseContent: [
      mod("Neural network foundations", [
        sub("From neurons to networks", ["Perceptrons and activation functions", "Forward propagation", "Loss functions for regression and classification"]),
        sub("How networks learn", ["Backpropagation and the chain rule", "Optimisers: SGD, momentum and Adam", "Learning rate schedules"]),
      ]),
      mod("Deep learning with PyTorch", [
        sub("PyTorch essentials", ["Tensors and autograd", "Datasets and DataLoaders", "Writing a training and validation loop"]),
        sub("Training well", ["Weight initialisation and batch normalisation", "Dropout and weight decay", "Early stopping and checkpointing"]),
        sub("Training on GPUs", ["Moving models and data to the GPU", "Mixed-precision training"]),
      ]),
      mod("Computer vision", [
        sub("Convolutional neural networks", ["Convolutions, pooling and receptive fields", "Classic architectures: VGG and ResNet"]),
        sub("Applied vision", ["Data augmentation", "Transfer learning with pretrained models", "An overview of object detection"]),
      ]),
      mod("Sequence models and transformers", [
        sub("Recurrent networks", ["RNNs, LSTMs and GRUs", "Sequence-to-sequence models"]),
        sub("Attention and transformers", [
          "Self-attention and multi-head attention",
          "Positional encodings",
          "Fine-tuning a pretrained transformer for text classification",
        ]),
      ]),
      mod("Generative models", [
        sub("Autoencoders", ["Undercomplete and denoising autoencoders", "Variational autoencoders"]),
        sub("GANs and diffusion", ["Generative adversarial networks", "An introduction to diffusion models"]),
      ]),
      mod("Experimentation and deployment", [
        sub("Experiment tracking", ["Tracking runs with TensorBoard and MLflow", "Reproducibility and random seeds"]),
        sub("Serving models", ["Exporting to TorchScript and ONNX", "Serving a model behind a REST API"]),
        sub("Capstone: image classification end to end", ["Data preparation and model training", "Evaluation, model card and inference API"]),
      ]),
    ],
  },
  {
    key: "generative-ai-llm",
    courseTitle: "Generative AI and LLM Application Development",
    courseSmlDesc:
      "Build reliable applications on large language models with prompt design, retrieval-augmented generation, tool calling, fine-tuning, evaluation and guardrails.",
    categories: ["AI/ML"],
    courseDuration: 40,
    courseOverview: `<p>Large language models have moved from demos to production features in a remarkably short time. This course teaches software developers and data professionals to build useful, reliable applications on top of LLMs, covering prompt design, retrieval-augmented generation, tool use, fine-tuning, evaluation and the security concerns unique to generative AI.</p>
<h3>What you will be able to do</h3>
<ul><li>Explain how LLMs generate text and choose between hosted and open-weight models</li><li>Design prompts that return structured, consistent output</li><li>Build RAG pipelines with embeddings, vector databases, chunking and re-ranking</li><li>Give models tools through function calling and design controlled agent workflows</li><li>Decide when to fine-tune, and apply parameter-efficient methods such as LoRA</li><li>Evaluate quality systematically and defend against prompt injection and data leakage</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are paired with Python labs using both commercial APIs and locally hosted open models. The capstone project is an internal knowledge assistant that answers questions over company documents with citations, evaluation tests and guardrails, deployed behind a web API.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable writing Python and calling REST APIs. Prior machine learning experience is helpful but not required; the essential concepts are covered in the first module.</p>`,
    courseContent: [
      mod("How large language models work", [
        sub("Under the hood", [
          "Tokens, embeddings and the transformer",
          "Pretraining, instruction tuning and RLHF",
          "Context windows, temperature and sampling parameters",
        ]),
        sub("Choosing a model", ["Hosted APIs versus open-weight models", "Cost, latency and quality trade-offs"]),
      ]),
      mod("Prompt engineering", [
        sub("Prompting techniques", ["Zero-shot and few-shot prompting", "System prompts and role design", "Structured output with JSON Schema"]),
        sub("Reasoning and reliability", ["Step-by-step reasoning and task decomposition", "Reducing hallucinations"]),
      ]),
      mod("Retrieval-augmented generation", [
        sub("Embeddings and vector search", ["Embedding models", "Vector stores: pgvector, Pinecone and Chroma", "Semantic, keyword and hybrid search"]),
        sub("Building a RAG pipeline", ["Document loading and chunking strategies", "Retrieval, re-ranking and citations", "Evaluating retrieval quality"]),
      ]),
      mod("Tools and agents", [
        sub("Function calling", ["Defining tools and schemas", "Validating model-generated arguments"]),
        sub("Agent design", ["Planning loops and their failure modes", "Frameworks: LangChain and LlamaIndex", "Human-in-the-loop controls"]),
      ]),
      mod("Customising models", [
        sub("Fine-tuning", ["When to fine-tune rather than prompt or retrieve", "Parameter-efficient fine-tuning with LoRA", "Preparing training data"]),
        sub("Running open models", ["Local inference with Ollama", "High-throughput serving with vLLM"]),
      ]),
      mod("Evaluation, safety and production", [
        sub("Evaluation", ["Building evaluation data sets", "LLM-as-judge and its pitfalls"]),
        sub("Safety and security", ["Prompt injection and data leakage", "Guardrails and content filtering", "Privacy and responsible AI practices"]),
        sub("Production concerns", ["Caching, streaming responses and cost control", "Observability and tracing for LLM calls"]),
      ]),
      mod("Capstone project", [
        sub("Internal knowledge assistant", ["RAG chatbot over company documents", "Evaluation suite and guardrails", "Deployment behind a web API"]),
        sub("Demo day", ["Live demonstration to the batch", "Instructor review of evaluation results and design choices"]),
      ]),
    ],
  },
  {
    key: "mlops-production",
    courseTitle: "MLOps: Taking Models to Production",
    courseSmlDesc:
      "Apply software delivery practices to machine learning: reproducible experiments, automated training pipelines, reliable model serving and drift monitoring.",
    categories: ["AI/ML", "DevOps"],
    courseDuration: 48,
    courseOverview: `<p>Many machine learning models never reach production, and many that do quietly degrade once they are there. This course is for data scientists, ML engineers and DevOps engineers who want to close that gap by applying software delivery practices to machine learning: reproducible experiments, automated pipelines, reliable serving and continuous monitoring.</p>
<h3>What you will learn</h3>
<ul><li>Version data and code, and track experiments and models with DVC and MLflow</li><li>Build training pipelines with Kubeflow Pipelines or Apache Airflow</li><li>Set up CI/CD for ML with automated tests for data, code and models</li><li>Package models as FastAPI services and deploy them on Kubernetes with KServe</li><li>Roll out new models safely with shadow, canary and A/B strategies</li><li>Monitor data drift and model performance, and trigger retraining</li></ul>
<h3>How it is taught</h3>
<p>The course combines live instructor-led sessions with hands-on labs on a shared Kubernetes platform. The capstone project is a production fraud-detection service with an automated training pipeline, a canary rollout and drift monitoring.</p>
<h3>Prerequisites</h3>
<p>You should be able to train a model in Python with scikit-learn or a similar library and be comfortable with Git, Docker and the command line. Kubernetes knowledge helps, and the essentials are reviewed during the course.</p>`,
    courseContent: [
      mod("MLOps foundations", [
        sub("The machine learning lifecycle", ["From notebook to production", "Why ML systems fail in production", "MLOps maturity levels"]),
        sub("Reproducibility", ["Project structure and environment management", "Data versioning with DVC"]),
      ]),
      mod("Experiment tracking and model management", [
        sub("MLflow", ["Tracking parameters, metrics and artifacts", "The model registry, versions and aliases"]),
        sub("Feature management", ["Feature stores and training-serving skew", "An overview of Feast"]),
      ]),
      mod("Pipelines and automation", [
        sub("ML pipelines", ["Pipeline components with Kubeflow Pipelines", "Orchestrating training with Airflow"]),
        sub("CI/CD for machine learning", ["Testing data, code and models", "Continuous training with GitHub Actions", "Automated retraining triggers"]),
      ]),
      mod("Model serving", [
        sub("Packaging models", ["Containerising models with Docker", "Building inference APIs with FastAPI"]),
        sub("Serving at scale", ["Deploying on Kubernetes with KServe", "Batch versus online inference", "Autoscaling and GPU scheduling"]),
        sub("Release strategies", ["Shadow deployments", "Canary releases and A/B testing for models"]),
      ]),
      mod("Monitoring and governance", [
        sub("Monitoring models", [
          "Data drift and concept drift",
          "Drift reports with Evidently and metrics in Prometheus",
          "Alerting and retraining policies",
        ]),
        sub("Governance", ["Model cards and lineage", "Access control and audit trails"]),
      ]),
      mod("Capstone project", [
        sub("Production fraud-detection service", [
          "Automated training pipeline with MLflow tracking",
          "Canary rollout on Kubernetes",
          "Drift monitoring and a retraining trigger",
        ]),
        sub("Architecture review and demo"),
      ]),
    ],
  },
];
